"""The rules core imports no Qt, database, PDF or spreadsheet library (checked in a fresh
interpreter, so another test's imports cannot hide a violation)."""

import pkgutil
import subprocess
import sys

import chessarbiter.core

FORBIDDEN = ("PySide6", "sqlalchemy", "alembic", "reportlab", "openpyxl")


def test_core_modules_import_nothing_forbidden() -> None:
    modules = [
        m.name
        for m in pkgutil.walk_packages(chessarbiter.core.__path__, prefix="chessarbiter.core.")
    ]
    assert len(modules) >= 6
    code = (
        "import sys\n"
        + "".join(f"import {m}\n" for m in modules)
        + f"bad = [m for m in sys.modules if m.split('.')[0] in {FORBIDDEN!r}]\n"
        + "print(','.join(sorted(bad)))\n"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == ""
