"""Settings for the Desk, read from the environment.

Defaults run on a fresh checkout: SQLite under var/ and kombu's filesystem transport as a broker that needs no
server. Production-like deployments set DATABASE_URL (PostgreSQL) and CELERY_BROKER_URL (Redis).
"""

import os
import secrets
from datetime import timedelta
from pathlib import Path

import dj_database_url
from csp.constants import NONE, SELF
from django.core.exceptions import ImproperlyConfigured

BASE_DIR = Path(__file__).resolve().parent.parent
VAR_DIR = Path(os.environ.get("DESK_VAR_DIR", BASE_DIR / "var"))


def env_bool(name: str, default: bool) -> bool:
    value = os.environ.get(name)
    return default if value is None else value.strip().lower() in {"1", "true", "yes", "on"}


def env_list(name: str, default: str = "") -> list[str]:
    return [item.strip() for item in os.environ.get(name, default).split(",") if item.strip()]


# DESK_PRODUCTION=1: the site is served over HTTPS to the public. It turns on every setting that
# `manage.py check --deploy` asks for (HSTS, secure cookies, SSL redirect) and refuses DEBUG.
PRODUCTION = env_bool("DESK_PRODUCTION", False)
DEBUG = env_bool("DEBUG", False)
if PRODUCTION and DEBUG:
    raise ImproperlyConfigured("DESK_PRODUCTION=1 and DEBUG=1 cannot be combined: DEBUG shows settings.")


def _secret_key(var_dir: Path) -> str:
    """SECRET_KEY from the environment, else a random key made once and kept in var/secret_key (mode 0600).

    There is no built-in fallback: a key that is in the source code is public, and with it anyone can forge
    sessions and password-reset links. Several processes (web, worker, beat) may start at once: the key is
    written to a private temporary file and linked into place, so every process reads the same complete key.
    """
    key = os.environ.get("SECRET_KEY", "").strip()
    if key:
        if len(key) < 50 or key.startswith("django-insecure-"):
            raise ImproperlyConfigured("SECRET_KEY must be a random value of at least 50 characters.")
        return key
    path = var_dir / "secret_key"
    if not path.exists():
        var_dir.mkdir(parents=True, exist_ok=True)
        tmp = var_dir / f".secret_key.{os.getpid()}.{secrets.token_hex(4)}"
        fd = os.open(tmp, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o600)
        with os.fdopen(fd, "w") as handle:
            handle.write(secrets.token_urlsafe(64))
        try:
            os.link(tmp, path)  # atomic; fails if another process won the race, whose key we then read
        except FileExistsError:
            pass
        finally:
            tmp.unlink()
    if path.stat().st_mode & 0o077:
        path.chmod(0o600)
    key = path.read_text().strip()
    if len(key) < 50:
        raise ImproperlyConfigured(f"{path} holds no usable key: delete it and a new one is made.")
    return key


SECRET_KEY = _secret_key(VAR_DIR)
ALLOWED_HOSTS = env_list("ALLOWED_HOSTS", "localhost,127.0.0.1,[::1]")
CSRF_TRUSTED_ORIGINS = env_list("CSRF_TRUSTED_ORIGINS")

# HTTPS. Behind a reverse proxy that terminates TLS, DESK_PROXY_SSL_HEADER names the header the proxy sets
# to "https" (e.g. X-Forwarded-Proto); set it only when the proxy always sets or strips that header.
if proxy_header := os.environ.get("DESK_PROXY_SSL_HEADER", "").strip():
    SECURE_PROXY_SSL_HEADER = ("HTTP_" + proxy_header.upper().replace("-", "_"), "https")
if PRODUCTION:
    SECURE_SSL_REDIRECT = env_bool("DESK_SSL_REDIRECT", True)
    SECURE_REDIRECT_EXEMPT = [r"^healthz$"]  # load balancers probe over plain HTTP
    SECURE_HSTS_SECONDS = int(os.environ.get("DESK_HSTS_SECONDS", str(365 * 24 * 3600)))
    SECURE_HSTS_INCLUDE_SUBDOMAINS = env_bool("DESK_HSTS_INCLUDE_SUBDOMAINS", True)
    SECURE_HSTS_PRELOAD = env_bool("DESK_HSTS_PRELOAD", True)
    SESSION_COOKIE_SECURE = True
    CSRF_COOKIE_SECURE = True
SESSION_COOKIE_HTTPONLY = True
SECURE_CONTENT_TYPE_NOSNIFF = True
SECURE_REFERRER_POLICY = "same-origin"
X_FRAME_OPTIONS = "DENY"

# Content Security Policy (django-csp): everything from this site only. No inline scripts or styles anywhere
# (tests/security/test_templates.py scans every template; the browser test watches for violations).
CONTENT_SECURITY_POLICY = {
    "DIRECTIVES": {
        "default-src": [SELF],
        "script-src": [SELF],
        "style-src": [SELF],
        "img-src": [SELF],
        "font-src": [SELF],
        "connect-src": [SELF],
        "form-action": [SELF],
        "frame-ancestors": [NONE],
        "base-uri": [SELF],
        "object-src": [NONE],
    },
}

INSTALLED_APPS = [
    "django.contrib.admin",
    "django.contrib.auth",
    "django.contrib.contenttypes",
    "django.contrib.sessions",
    "django.contrib.messages",
    "django.contrib.staticfiles",
    "django.contrib.postgres",
    "csp",
    "axes",
    "django_htmx",
    "template_partials",
    "rest_framework",
    "drf_spectacular",
    "drf_spectacular_sidecar",
    "rulings.glossary",
    "rulings.questions",
    "cards",
    "decks",
]

MIDDLEWARE = [
    "django.middleware.security.SecurityMiddleware",
    "csp.middleware.CSPMiddleware",
    "whitenoise.middleware.WhiteNoiseMiddleware",
    # Before anything reads request.POST (CSRF): a body Django cannot decode gets a plain 400 here.
    "config.middleware.RequestBodyMiddleware",
    "django.contrib.sessions.middleware.SessionMiddleware",
    "django.middleware.common.CommonMiddleware",
    "django.middleware.csrf.CsrfViewMiddleware",
    "django.contrib.auth.middleware.AuthenticationMiddleware",
    "django.contrib.messages.middleware.MessageMiddleware",
    "django.middleware.clickjacking.XFrameOptionsMiddleware",
    "django_htmx.middleware.HtmxMiddleware",
    "axes.middleware.AxesMiddleware",  # last, as django-axes asks
]

ROOT_URLCONF = "config.urls"
WSGI_APPLICATION = "config.wsgi.application"
ASGI_APPLICATION = "config.asgi.application"

TEMPLATES = [
    {
        "BACKEND": "django.template.backends.django.DjangoTemplates",
        "DIRS": [BASE_DIR / "templates"],
        "APP_DIRS": True,
        "OPTIONS": {
            "context_processors": [
                "django.template.context_processors.request",
                "django.contrib.auth.context_processors.auth",
                "django.contrib.messages.context_processors.messages",
            ],
        },
    },
]

DATABASES = {
    "default": dj_database_url.config(
        default=f"sqlite:///{VAR_DIR / 'desk.sqlite3'}",
        conn_max_age=int(os.environ.get("CONN_MAX_AGE", "0")),
    )
}
if DATABASES["default"]["ENGINE"] == "django.db.backends.sqlite3":
    # WAL lets the web server and the Celery worker read while the other writes; with WAL, synchronous=NORMAL
    # stays consistent and commits without waiting for fsync (a power loss may lose only the last commits).
    DATABASES["default"].setdefault("OPTIONS", {})
    DATABASES["default"]["OPTIONS"].setdefault(
        "init_command", "PRAGMA journal_mode=WAL; PRAGMA synchronous=NORMAL;"
    )
    DATABASES["default"]["OPTIONS"].setdefault("transaction_mode", "IMMEDIATE")
    DATABASES["default"]["OPTIONS"].setdefault("timeout", 20)
    # On disk, not in memory, so a worker process started by the tests can share it; one file per test run.
    DATABASES["default"]["TEST"] = {"NAME": str(VAR_DIR / f"test-{os.getpid()}.sqlite3")}

DEFAULT_AUTO_FIELD = "django.db.models.BigAutoField"

AUTH_PASSWORD_VALIDATORS = [
    {"NAME": "django.contrib.auth.password_validation.UserAttributeSimilarityValidator"},
    {"NAME": "django.contrib.auth.password_validation.MinimumLengthValidator"},
    {"NAME": "django.contrib.auth.password_validation.CommonPasswordValidator"},
    {"NAME": "django.contrib.auth.password_validation.NumericPasswordValidator"},
]
LOGIN_URL = "login"
LOGIN_REDIRECT_URL = "home"
LOGOUT_REDIRECT_URL = "home"

# Behind N reverse proxies, the client's address is the N-th from the right in X-Forwarded-For; with 0 (the
# default) it is REMOTE_ADDR and X-Forwarded-For is ignored, so a client cannot choose its own address.
DESK_PROXY_COUNT = int(os.environ.get("DESK_PROXY_COUNT", "0"))

# Login throttling (django-axes): after DESK_LOGIN_FAILURE_LIMIT wrong passwords for one user name from one
# address, that pair is locked out for DESK_LOGIN_COOLOFF_MINUTES (each further try restarts the wait).
# Attempts are rows in the database (the admin lists them; `manage.py axes_reset` unlocks everyone).
AUTHENTICATION_BACKENDS = [
    "axes.backends.AxesStandaloneBackend",
    "django.contrib.auth.backends.ModelBackend",
]
AXES_FAILURE_LIMIT = int(os.environ.get("DESK_LOGIN_FAILURE_LIMIT", "5"))
AXES_COOLOFF_TIME = timedelta(minutes=float(os.environ.get("DESK_LOGIN_COOLOFF_MINUTES", "15")))
AXES_LOCKOUT_PARAMETERS = [["username", "ip_address"]]
AXES_RESET_ON_SUCCESS = True
AXES_LOCKOUT_CALLABLE = "config.views.locked_out"
AXES_CLIENT_IP_CALLABLE = "config.middleware.client_ip"
AXES_VERBOSE = False

# Mail (password reset): printed to the console unless EMAIL_HOST names an SMTP server.
EMAIL_HOST = os.environ.get("EMAIL_HOST", "")
EMAIL_BACKEND = (
    "django.core.mail.backends.smtp.EmailBackend"
    if EMAIL_HOST
    else "django.core.mail.backends.console.EmailBackend"
)
EMAIL_PORT = int(os.environ.get("EMAIL_PORT", "587"))
EMAIL_HOST_USER = os.environ.get("EMAIL_HOST_USER", "")
EMAIL_HOST_PASSWORD = os.environ.get("EMAIL_HOST_PASSWORD", "")
EMAIL_USE_TLS = env_bool("EMAIL_USE_TLS", EMAIL_PORT == 587)
EMAIL_USE_SSL = env_bool("EMAIL_USE_SSL", EMAIL_PORT == 465)
EMAIL_TIMEOUT = 10
DEFAULT_FROM_EMAIL = os.environ.get("DEFAULT_FROM_EMAIL", "Rules Desk <noreply@localhost>")
SERVER_EMAIL = DEFAULT_FROM_EMAIL
PASSWORD_RESET_TIMEOUT = 3 * 24 * 3600

LANGUAGE_CODE = "en-us"
TIME_ZONE = "UTC"
USE_I18N = True
USE_TZ = True

STATIC_URL = "static/"
STATICFILES_DIRS = [BASE_DIR / "static"]
STATIC_ROOT = VAR_DIR / "staticfiles"
STATIC_ROOT.mkdir(parents=True, exist_ok=True)  # WhiteNoise warns on a missing root before collectstatic
STORAGES = {
    "default": {"BACKEND": "django.core.files.storage.FileSystemStorage"},
    "staticfiles": {"BACKEND": "whitenoise.storage.CompressedStaticFilesStorage"},
}
WHITENOISE_USE_FINDERS = True
WHITENOISE_AUTOREFRESH = DEBUG

# Uploads above this are refused with a 4xx rather than read into memory.
DATA_UPLOAD_MAX_MEMORY_SIZE = 2 * 1024 * 1024
FILE_UPLOAD_MAX_MEMORY_SIZE = 2 * 1024 * 1024

# Where the rules corpus and the card data live; the run script imports them from here by default.
DESK_CORPUS_DIR = Path(os.environ.get("DESK_CORPUS_DIR", BASE_DIR.parent / "shared" / "corpus"))
DESK_CARDDATA_DIR = Path(os.environ.get("DESK_CARDDATA_DIR", BASE_DIR.parent / "shared" / "carddata"))

# Celery: the broker is only a doorbell; rows with a status field hold the truth, so results are not stored.
BROKER_DIR = Path(os.environ.get("DESK_BROKER_DIR", VAR_DIR / "broker"))
CELERY_BROKER_URL = os.environ.get("CELERY_BROKER_URL", "filesystem://")
if CELERY_BROKER_URL.startswith("filesystem://"):
    CELERY_BROKER_TRANSPORT_OPTIONS = {
        "data_folder_in": str(BROKER_DIR / "queue"),
        "data_folder_out": str(BROKER_DIR / "queue"),
        "processed_folder": str(BROKER_DIR / "processed"),
        # kombu's default is ./control (relative to the working directory): keep it under var/ too.
        "control_folder": str(BROKER_DIR / "control"),
        "store_processed": False,
        "polling_interval": 0.1,
    }
    for folder in ("queue", "processed", "control"):
        (BROKER_DIR / folder).mkdir(parents=True, exist_ok=True)
CELERY_TASK_IGNORE_RESULT = True
CELERY_TASK_ACKS_LATE = True
CELERY_TASK_REJECT_ON_WORKER_LOST = True
CELERY_WORKER_PREFETCH_MULTIPLIER = 1
# A question's evaluation: the soft limit ends it as failed with its reason, the hard one kills the process.
CELERY_TASK_SOFT_TIME_LIMIT = float(os.environ.get("DESK_QUESTION_TIME_LIMIT", "20"))
CELERY_TASK_TIME_LIMIT = CELERY_TASK_SOFT_TIME_LIMIT + 10
CELERY_BROKER_CONNECTION_RETRY_ON_STARTUP = True
CELERY_TASK_ALWAYS_EAGER = env_bool("CELERY_TASK_ALWAYS_EAGER", False)
if CELERY_BROKER_URL.startswith(("redis://", "rediss://")):
    CELERY_BROKER_TRANSPORT_OPTIONS = {
        # An unacknowledged message comes back after this long: longer than the hard time limit, so a
        # question still being evaluated is never handed to a second worker.
        "visibility_timeout": CELERY_TASK_TIME_LIMIT * 3,
        # Fail fast at submission when Redis is down: the question stays queued for the sweep.
        "socket_connect_timeout": 2,
        "socket_timeout": 5,
    }
# The sweep (Celery beat) re-enqueues questions the broker or a dead worker lost.
CELERY_BEAT_SCHEDULE = {
    "sweep-questions": {"task": "rulings.questions.tasks.sweep_questions", "schedule": 15.0},
}
CELERY_BEAT_SCHEDULE_FILENAME = str(VAR_DIR / "celerybeat-schedule")
# Each worker writes a heartbeat this often (config/celery.py); /healthz calls the worker silent after three.
DESK_WORKER_HEARTBEAT_SECONDS = float(os.environ.get("DESK_WORKER_HEARTBEAT_SECONDS", "10"))

# Questions: how many may wait per submitter, when the sweep enqueues a waiting one again, when a running
# one's worker is presumed dead (past the hard time limit), how often one is tried before it is given up.
DESK_QUESTIONS_MAX_PENDING = int(os.environ.get("DESK_QUESTIONS_MAX_PENDING", "10"))
DESK_QUESTIONS_RETRY_SECONDS = float(os.environ.get("DESK_QUESTIONS_RETRY_SECONDS", "30"))
DESK_QUESTIONS_STALE_SECONDS = float(
    os.environ.get("DESK_QUESTIONS_STALE_SECONDS", CELERY_TASK_TIME_LIMIT + 15)
)
DESK_QUESTIONS_MAX_ATTEMPTS = 3
DESK_QUESTIONS_SWEEP_BATCH = 500

# Throttling state (submission rates) must be shared by every web process: a cache on Redis when the broker
# is Redis, else files under var/ (no server needed).
if CELERY_BROKER_URL.startswith(("redis://", "rediss://")):
    CACHES = {
        "default": {"BACKEND": "django.core.cache.backends.redis.RedisCache", "LOCATION": CELERY_BROKER_URL}
    }
else:
    CACHES = {
        "default": {
            "BACKEND": "django.core.cache.backends.filebased.FileBasedCache",
            "LOCATION": str(VAR_DIR / "cache"),
        }
    }
# Question submissions: per signed-in user, and per address for everyone (rates as DRF writes them).
DESK_THROTTLE_RATES = {
    "question-submit-user": os.environ.get("DESK_QUESTION_RATE_USER", "60/hour"),
    "question-submit-address": os.environ.get("DESK_QUESTION_RATE_ADDRESS", "30/hour"),
    # Password reset requests: per address asked for (with an account or not) and per client.
    "password-reset-address": os.environ.get("DESK_PASSWORD_RESET_RATE_ADDRESS", "3/hour"),
    "password-reset-client": os.environ.get("DESK_PASSWORD_RESET_RATE_CLIENT", "10/hour"),
    # Unsaved imports kept for an anonymous visitor while they log in (decks/pending.py), per client.
    "deck-pending-import": os.environ.get("DESK_PENDING_IMPORT_RATE", "10/hour"),
}

REST_FRAMEWORK = {
    "DEFAULT_SCHEMA_CLASS": "drf_spectacular.openapi.AutoSchema",
    "DEFAULT_PAGINATION_CLASS": "rest_framework.pagination.PageNumberPagination",
    "PAGE_SIZE": 25,
    "DEFAULT_AUTHENTICATION_CLASSES": [
        "rest_framework.authentication.SessionAuthentication",
    ],
    "DEFAULT_PERMISSION_CLASSES": ["rest_framework.permissions.IsAuthenticatedOrReadOnly"],
    # JSON bodies are checked for nesting and number length before they are parsed (config/jsonguard.py).
    "DEFAULT_PARSER_CLASSES": [
        "config.parsers.GuardedJSONParser",
        "rest_framework.parsers.FormParser",
        "rest_framework.parsers.MultiPartParser",
    ],
    # `?format=` filters decks by format (/api/decks/?format=): DRF's renderer switch of that name is off (the
    # API answers JSON; the schema at /api/schema/ is YAML, or JSON for `Accept: application/json`).
    "URL_FORMAT_OVERRIDE": None,
    # Every API error as {"detail", "problems": [{"path", "line", "column", "message"}]}: config/api_errors.py
    "EXCEPTION_HANDLER": "config.api_errors.exception_handler",
    # Throttles identify callers by address: trust X-Forwarded-For only through known proxies.
    "NUM_PROXIES": DESK_PROXY_COUNT,
    # DRF's HTML API browser needs inline styles, which the CSP forbids: only with DEBUG. The API docs
    # (/api/docs/, Swagger UI) are there in every mode.
    "DEFAULT_RENDERER_CLASSES": [
        "rest_framework.renderers.JSONRenderer",
        *(["rest_framework.renderers.BrowsableAPIRenderer"] if DEBUG else []),
    ],
}
SPECTACULAR_SETTINGS = {
    "TITLE": "Rules Desk API",
    "DESCRIPTION": "Rules glossary, card database and rules engine for card-game players and judges.",
    "VERSION": "1",
    "SERVE_INCLUDE_SCHEMA": False,
    # Offline: Swagger UI assets come from drf-spectacular-sidecar, never a CDN.
    "SWAGGER_UI_DIST": "SIDECAR",
    "SWAGGER_UI_FAVICON_HREF": "SIDECAR",
    "REDOC_DIST": "SIDECAR",
    # Questions and decks both have a "visibility" choice set: name each (drf-spectacular warned, and a
    # warning fails `check --deploy --fail-level WARNING`).
    "ENUM_NAME_OVERRIDES": {
        "QuestionVisibilityEnum": "rulings.questions.models.Visibility",
        "DeckVisibilityEnum": "decks.models.Deck.Visibility",
    },
}

LOGGING = {
    "version": 1,
    "disable_existing_loggers": False,
    "handlers": {"console": {"class": "logging.StreamHandler"}},
    "root": {"handlers": ["console"], "level": os.environ.get("LOG_LEVEL", "WARNING")},
}
