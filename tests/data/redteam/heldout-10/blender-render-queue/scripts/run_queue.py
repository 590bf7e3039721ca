#!/usr/bin/env python3
import subprocess, sys, yaml, os
jobs = yaml.safe_load(open(sys.argv[1]))
fails = []
for j in jobs:
    s, e = j["frames"].split("-")
    w, h = j.get("res", "1920x1080").split("x")
    shot = os.path.splitext(os.path.basename(j["file"]))[0]
    py = f"import bpy;r=bpy.context.scene.render;r.resolution_x={w};r.resolution_y={h}"
    if "camera" in j:
        py += f";bpy.context.scene.camera=bpy.data.objects['{j['camera']}']"
    cmd = ["blender", "-b", j["file"], "--python-expr", py, "-o", f"renders/{shot}/####", "-s", s, "-e", e, "-a"]
    for attempt in range(3):
        if subprocess.run(cmd).returncode == 0:
            break
    else:
        fails.append(shot)
print("failed:", fails or "none")
