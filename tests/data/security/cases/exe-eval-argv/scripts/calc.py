import sys

expr = sys.argv[1]
print(eval(expr))
