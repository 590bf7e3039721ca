import sys

PNG_MAGIC = b"\x89\x50\x4e\x47\x0d\x0a\x1a\x0a"
GZIP_MAGIC = b"\x1f\x8b"
header = "file" + "," + "kind" + "," + "size"
print(header)
for name in sys.argv[1:]:
    data = open(name, "rb").read(8)
    kind = "png" if data == PNG_MAGIC else "gzip" if data[:2] == GZIP_MAGIC else "other"
    print(f"{name},{kind},{len(data)}")
