"""Sessions and their messages: the :class:`SessionStore` protocol every entry point
uses, and its SQLite implementation (``HERMES_HOME/state.db``)."""

from hermes_core.state.connection import StoreBusyError
from hermes_core.state.model import Message, SearchHit, Session, StoreError
from hermes_core.state.protocol import SessionStore
from hermes_core.state.search import QueryError
from hermes_core.state.sqlite import SqliteSessionStore

__all__ = [
    "Message",
    "QueryError",
    "SearchHit",
    "Session",
    "SessionStore",
    "SqliteSessionStore",
    "StoreBusyError",
    "StoreError",
]
