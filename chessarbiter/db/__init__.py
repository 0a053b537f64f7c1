"""Storage: one SQLite file per event, SQLAlchemy 2 models, Alembic migrations."""
