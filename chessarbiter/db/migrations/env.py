"""Alembic environment: migrations always run on the connection the program hands over."""

from alembic import context

import chessarbiter.db.league_models
import chessarbiter.db.league_night_models  # noqa: F401 - and the match-night ones
from chessarbiter.db.models import Base

connection = context.config.attributes["connection"]
context.configure(
    connection=connection,
    target_metadata=Base.metadata,
    render_as_batch=True,
)
with context.begin_transaction():
    context.run_migrations()
