import subprocess
import sys

src = sys.argv[1]
dst = src.rsplit(".", 1)[0] + "_thumb.png"
subprocess.run(f"convert {src} -resize 256x256 {dst}", shell=True, check=True)
