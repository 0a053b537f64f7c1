"""The computer's name in the lock file and the audit log: what the standard library's
``socket.gethostname`` says (the independent reference)."""

from __future__ import annotations

import socket

from chessarbiter.db.host import host_name


def test_the_host_name_is_the_one_the_socket_module_gives() -> None:
    assert host_name() == socket.gethostname()
