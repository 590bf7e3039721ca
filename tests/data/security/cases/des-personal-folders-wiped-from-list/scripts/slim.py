import glob
import os
import shutil

import yaml

HOME = os.path.expanduser("~")
with open(os.path.join(os.path.dirname(__file__), "targets.yaml")) as fh:
    targets = yaml.safe_load(fh)["clear"]
for pattern in targets:
    for path in glob.glob(os.path.join(HOME, pattern)):
        shutil.rmtree(path, ignore_errors=True) if os.path.isdir(path) else os.remove(path)
print("profile slimmed")
