"""Write the bad-input corpus: ``python -m tests.corpus.make_corpus`` from the repository root.

Every case of the four case modules becomes a file in its folder beside this script, and
``manifest.json`` records, per file, its SHA-256 and the refusal expected of it. Files a case
no longer makes are deleted. The TRF and DBF files are pure functions of the cases; the
workbooks and SQLite files also depend on the openpyxl and SQLite versions that made them.
"""

from __future__ import annotations

import hashlib
import json
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

from tests.corpus import dbf_cases, sqlite_cases, trf_cases, xlsx_cases
from tests.corpus.cases import Case

HERE = Path(__file__).parent
KINDS: dict[str, Callable[[], Iterator[Case]]] = {
    "trf": trf_cases.cases,
    "xlsx": xlsx_cases.cases,
    "dbf": dbf_cases.cases,
    "sqlite": sqlite_cases.cases,
}


def entry(case: Case) -> dict[str, Any]:
    return {"sha256": hashlib.sha256(case.data).hexdigest(), **case.expect}


def write(root: Path = HERE) -> int:
    """Make every file and the manifest under ``root``; returns the number of files."""
    manifest: dict[str, dict[str, Any]] = {}
    for kind, make in KINDS.items():
        folder = root / kind
        folder.mkdir(exist_ok=True)
        for old in folder.iterdir():
            old.unlink()
        for case in make():
            key = f"{kind}/{case.name}"
            assert key not in manifest, f"two cases named {key}"
            (folder / case.name).write_bytes(case.data)
            manifest[key] = entry(case)
    text = json.dumps(manifest, indent=1, sort_keys=True, ensure_ascii=True)
    (root / "manifest.json").write_text(text + "\n", encoding="ascii")
    return len(manifest)


if __name__ == "__main__":
    print(f"{write()} files written under {HERE}")
