"""The options of the commands that write or read other programs' files: ``export``,
``import-trf`` and ``export-trf``."""

from __future__ import annotations

import argparse

from chessarbiter.cli.options import day
from chessarbiter.core.presets import DEFAULT_PRESET, PRESETS

Parser = argparse.ArgumentParser

#: export uscf's league options: option, argument name, season setting it overrides
LEAGUE_OPTIONS = (
    ("--affiliate", "affiliate", "uscf_affiliate_id"),
    ("--chief-td", "chief_td", "uscf_chief_td_id"),
    ("--assistant-td", "assistant_td", "uscf_assistant_td_id"),
    ("--other-td", "other_td", "uscf_other_td_ids"), ("--city", "city", "city"),
    ("--state", "state", "state"), ("--zip", "zipcode", "zipcode"),
    ("--country", "country", "country"),
)


def export(p: Parser) -> None:
    p.add_argument("format", choices=("uscf", "trf", "xlsx", "html"))
    p.add_argument("-o", "--output", required=True, metavar="PATH",
                   help="a folder for uscf and html, a file for trf and xlsx")
    p.add_argument("--from", dest="date_from", type=day, help="uscf: first game date")
    p.add_argument("--to", dest="date_to", type=day, help="uscf: last game date")
    p.add_argument("--override", action="store_true",
                   help="uscf: write although the checks found problems")
    _trf_options(p, "trf: ")
    league = p.add_argument_group(
        "uscf for a league season", "override the season settings (league settings --set) "
        "for this report; an individual event takes them from its settings")
    league.add_argument("--affiliate", help="US Chess affiliate ID, e.g. A1234567")
    league.add_argument("--chief-td", help="chief TD's 8-digit US Chess ID")
    league.add_argument("--assistant-td", help="assistant chief TD's ID")
    league.add_argument("--other-td", action="append", metavar="ID",
                        help="another TD's ID (repeat for each)")
    league.add_argument("--city")
    league.add_argument("--state", help="USPS code, e.g. OH")
    league.add_argument("--zip", dest="zipcode", help="ZIP code")
    league.add_argument("--country")


def import_trf(p: Parser) -> None:
    p.add_argument("file")
    p.add_argument("--preset", default=DEFAULT_PRESET, choices=sorted(PRESETS), metavar="ID")


def export_trf(p: Parser) -> None:
    p.add_argument("-o", "--output", required=True, metavar="FILE")
    _trf_options(p, "")


def _trf_options(p: Parser, prefix: str) -> None:
    """The TRF export's version and encoding (the same for export trf and export-trf)."""
    version = p.add_mutually_exclusive_group()
    version.add_argument("--trf26", action="store_true",
                         help=f"{prefix}write FIDE TRF-2026 (records 142-222: rounds, colour, "
                              "type, tie-breaks, time control)")
    version.add_argument("--trf16", action="store_true",
                         help=f"{prefix}write FIDE TRF16 (with XXR), also for an event "
                              "imported from a TRF-2026 file")
    p.add_argument("--encoding", choices=("utf-8", "latin-1", "ascii"), default="utf-8",
                   help=f"{prefix}the file's encoding; names Latin-1 or ASCII cannot hold "
                        "lose their accents, with a warning (default utf-8)")
