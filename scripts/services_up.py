"""Exit 0 if the PostgreSQL and Redis URLs given accept TCP connections, else say which is down and exit 1."""

import socket
import sys
from urllib.parse import urlsplit


def reachable(url: str, default_port: int) -> bool:
    parts = urlsplit(url)
    try:
        with socket.create_connection((parts.hostname or "127.0.0.1", parts.port or default_port), timeout=2):
            return True
    except OSError as exc:
        print(f"{url}: not reachable ({exc})", file=sys.stderr)
        return False


if __name__ == "__main__":
    pg, redis = sys.argv[1], sys.argv[2]
    sys.exit(0 if reachable(pg, 5432) & reachable(redis, 6379) else 1)
