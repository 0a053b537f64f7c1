"""Files other programs read and write: FIDE TRF, US Chess DBF, spreadsheets.

Parsers here are pure functions of text or bytes so tests and fuzzers can call them
directly; opening and saving files is left to the services that call them.
"""
