"""The rules of chess events as pure Python: frozen dataclasses in, values out.

Nothing in this package imports Qt, a database, a PDF or a spreadsheet library,
and nothing here reads or writes files; a test enforces it.
"""
