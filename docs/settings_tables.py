"""Write the "meaning" column of docs/rules.md's league settings tables from the one place the
meanings are kept (chessarbiter/core/league/setting_meanings.py), which Season ▸ Settings… in
the window shows too:

    .venv/bin/python docs/settings_tables.py

tests/docs/test_user_guide.py fails while the page says something else.
"""

from __future__ import annotations

import re
from pathlib import Path

from chessarbiter.core.league.setting_meanings import MEANINGS

RULES = Path(__file__).resolve().parent / "rules.md"
HEADINGS = ("### League season settings", "### League match-night rules")
ROW = re.compile(r"^\| `(\w+)` \| ([^|]*?) \| [^|]*? \|$", re.MULTILINE)


def rewritten(page: str) -> str:
    """``page`` with each league setting's meaning as the program states it."""
    for heading in HEADINGS:
        start = page.index(heading)
        end = page.find("\n#", start + 1)
        end = len(page) if end == -1 else end
        section = ROW.sub(lambda m: f"| `{m[1]}` | {m[2]} | {MEANINGS[m[1]].described()} |",
                          page[start:end])
        page = page[:start] + section + page[end:]
    return page


if __name__ == "__main__":
    RULES.write_text(rewritten(RULES.read_text(encoding="utf-8")), encoding="utf-8")
