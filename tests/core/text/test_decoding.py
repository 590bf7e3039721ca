import codecs

from hermes_core.text import DecodeCode, Position, Severity, decode_text, looks_binary


def test_plain_utf8_decodes_with_no_diagnostics():
    decoded = decode_text("---\nname: é\n---\n".encode())
    assert (decoded.text, decoded.binary, decoded.diagnostics) == ("---\nname: é\n---\n", False, ())


def test_a_nul_byte_marks_the_file_binary():
    decoded = decode_text(b"\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDR")
    assert decoded.binary
    assert [d.code for d in decoded.diagnostics] == [DecodeCode.BINARY]


def test_mostly_control_bytes_mark_the_file_binary_without_a_nul():
    assert looks_binary(bytes(range(1, 9)) * 20)
    assert not looks_binary(b"text with a \x1b[1mbold\x1b[0m escape\n")


def test_a_utf8_bom_is_removed_and_reported():
    decoded = decode_text(codecs.BOM_UTF8 + b"---\nname: a\n---\n")
    assert decoded.text.startswith("---")
    assert [d.code for d in decoded.diagnostics] == [DecodeCode.BOM]
    assert decoded.diagnostics[0].severity is Severity.WARNING


def test_utf16_with_a_bom_is_decoded_and_reported():
    decoded = decode_text("---\nname: a\n---\n".encode("utf-16"))
    assert decoded.text == "---\nname: a\n---\n"
    assert not decoded.binary
    assert [d.code for d in decoded.diagnostics] == [DecodeCode.UTF16]


def test_invalid_utf8_is_replaced_and_reported_at_the_first_bad_byte():
    decoded = decode_text(b"---\nname: caf\xe9\ndescription: \xff\xfe\n---\n")
    assert "caf\ufffd" in decoded.text
    [diagnostic] = decoded.diagnostics
    assert diagnostic.code == DecodeCode.INVALID_UTF8
    assert diagnostic.severity is Severity.ERROR
    assert diagnostic.range.start == Position(1, 9)
    assert "0xE9" in diagnostic.message
    assert "3 invalid" in diagnostic.message


def test_an_empty_file_is_text():
    decoded = decode_text(b"")
    assert (decoded.text, decoded.binary, decoded.diagnostics) == ("", False, ())
