import sys

from pptx import Presentation

deck = Presentation()
for line in open(sys.argv[1], encoding="utf-8"):
    if line.startswith("# "):
        slide = deck.slides.add_slide(deck.slide_layouts[1])
        slide.shapes.title.text = line[2:].strip()
deck.save(sys.argv[2])
