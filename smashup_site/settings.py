"""Settings for smashup_site, read from the environment.

DJANGO_SECRET_KEY, DJANGO_DEBUG, DJANGO_ALLOWED_HOSTS, DATABASE_URL (SQLite file by default,
PostgreSQL when set), CATALOG_SOURCE_DIR (default ../shared/data beside the checkout).
Production (README, "Production"): REDIS_URL, REDIS_TIMEOUT, DATABASE_QUERY_TIMEOUT,
DATABASE_CONNECT_TIMEOUT, TRUSTED_PROXIES, CATALOG_BULK_DIR, DJANGO_HTTPS, DJANGO_HSTS_SECONDS,
DJANGO_CSP and the SCENARIO_* budgets.
"""

import hashlib
import math
import os
import warnings
from pathlib import Path

import dj_database_url
from django.core.exceptions import ImproperlyConfigured
from django.utils.translation import gettext_lazy as _

BASE_DIR = Path(__file__).resolve().parent.parent
# Where the files the site writes go by default (the SQLite database, collected static files,
# bulk exports): SMASHUP_DATA_DIR, else the checkout itself, else (an installed wheel, whose
# BASE_DIR is site-packages) the directory the command runs from.
DATA_DIR = Path(
    os.environ.get("SMASHUP_DATA_DIR")
    or (BASE_DIR if (BASE_DIR / "manage.py").exists() else Path.cwd())
).resolve()


def env_bool(name: str, default: bool) -> bool:
    value = os.environ.get(name)
    if value is None:
        return default
    return value.strip().lower() in {"1", "true", "yes", "on"}


DEBUG = env_bool("DJANGO_DEBUG", False)
DEV_SECRET_KEY = "dev-only-insecure-key-set-DJANGO_SECRET_KEY-in-production"
SECRET_KEY = os.environ.get("DJANGO_SECRET_KEY", "")
if not SECRET_KEY:
    if not DEBUG and env_bool("DJANGO_SERVING", False):
        # The development key is public: serving with it (wsgi.py and `manage.py runserver` set
        # DJANGO_SERVING) would let anyone sign sessions. Commands and tests still run with it;
        # `check --deploy` says so.
        raise ImproperlyConfigured("DJANGO_SECRET_KEY is required when DJANGO_DEBUG is off.")
    # A fixed development key keeps `make run` a one-command affair; production sets its own.
    SECRET_KEY = DEV_SECRET_KEY
ALLOWED_HOSTS = [
    host.strip()
    for host in os.environ.get("DJANGO_ALLOWED_HOSTS", "127.0.0.1,localhost,testserver").split(",")
    if host.strip()
]

CATALOG_SOURCE_DIR = Path(
    os.environ.get("CATALOG_SOURCE_DIR", str(BASE_DIR.parent / "shared" / "data"))
).resolve()
# The French rulebooks (the authority for French names and rules wording) sit beside the data.
RULEBOOK_DIR = Path(
    os.environ.get("RULEBOOK_DIR", str(CATALOG_SOURCE_DIR.parent / "seeds"))
).resolve()

INSTALLED_APPS = [
    "django.contrib.admin",
    "django.contrib.auth",
    "django.contrib.contenttypes",
    "django.contrib.sessions",
    "django.contrib.messages",
    "whitenoise.runserver_nostatic",
    "django.contrib.staticfiles",
    "rest_framework",
    "django_filters",
    "drf_spectacular",
    "drf_spectacular_sidecar",
    "smashup_site",
    "catalog",
    "rules",
    "simulator",
    "tablesetup",
]

MIDDLEWARE = [
    # First: every later layer (throttles, admin login, logs) sees the client's own address.
    "smashup_site.client_address.ClientAddressMiddleware",
    "smashup_site.http.RequestBodyMiddleware",
    "django.middleware.security.SecurityMiddleware",
    "smashup_site.http.ContentSecurityPolicyMiddleware",
    "whitenoise.middleware.WhiteNoiseMiddleware",
    "django.contrib.sessions.middleware.SessionMiddleware",
    "django.middleware.locale.LocaleMiddleware",
    "django.middleware.common.CommonMiddleware",
    "django.middleware.csrf.CsrfViewMiddleware",
    "django.contrib.auth.middleware.AuthenticationMiddleware",
    "django.contrib.messages.middleware.MessageMiddleware",
    "django.middleware.clickjacking.XFrameOptionsMiddleware",
]

ROOT_URLCONF = "smashup_site.urls"
WSGI_APPLICATION = "smashup_site.wsgi.application"

TEMPLATES = [
    {
        "BACKEND": "django.template.backends.django.DjangoTemplates",
        "DIRS": [],
        "APP_DIRS": True,
        "OPTIONS": {
            "context_processors": [
                "django.template.context_processors.request",
                "django.template.context_processors.i18n",
                "django.contrib.auth.context_processors.auth",
                "django.contrib.messages.context_processors.messages",
            ],
        },
    },
]

DATABASES = {
    "default": dj_database_url.parse(
        os.environ.get("DATABASE_URL", f"sqlite:///{DATA_DIR / 'db.sqlite3'}"),
        conn_max_age=int(os.environ.get("DATABASE_CONN_MAX_AGE", "60")),
        # A kept connection is checked before its first use in a request: after PostgreSQL
        # restarted, the request reconnects instead of failing on the dead connection.
        conn_health_checks=True,
    )
}
# PostgreSQL down or frozen (issue 24): a request that needs it fails fast (503,
# smashup_site.views) instead of waiting for the OS or for gunicorn's worker timeout.
# DATABASE_QUERY_TIMEOUT (seconds, 0: off): the longest wait for one round trip to the server,
# and the server's own statement_timeout, so a slow query stops there too. Off by default so
# that migrations, imports and admin commands are never cut; scripts/prod.sh sets it (1 s) for
# its web processes only. DATABASE_CONNECT_TIMEOUT (seconds): the longest wait for a new
# connection; libpq allows no less than 2 s, a lower value is kept by the project's backend
# while DATABASE_QUERY_TIMEOUT is on (smashup_site/db_guard.py).
DATABASE_QUERY_TIMEOUT = float(os.environ.get("DATABASE_QUERY_TIMEOUT", "0"))
DATABASE_CONNECT_TIMEOUT = float(os.environ.get("DATABASE_CONNECT_TIMEOUT", "2"))
if DATABASES["default"]["ENGINE"] == "django.db.backends.postgresql":
    DATABASES["default"]["ENGINE"] = "smashup_site.postgresql"
    _PG_OPTIONS = DATABASES["default"].setdefault("OPTIONS", {})
    _PG_OPTIONS.setdefault("connect_timeout", max(2, math.ceil(DATABASE_CONNECT_TIMEOUT)))
    if DATABASE_QUERY_TIMEOUT > 0:
        _PG_OPTIONS["options"] = (
            _PG_OPTIONS.get("options", "")
            + f" -c statement_timeout={int(DATABASE_QUERY_TIMEOUT * 1000)}"
        ).strip()

DEFAULT_AUTO_FIELD = "django.db.models.BigAutoField"

AUTH_PASSWORD_VALIDATORS = [
    {"NAME": "django.contrib.auth.password_validation.UserAttributeSimilarityValidator"},
    {"NAME": "django.contrib.auth.password_validation.MinimumLengthValidator"},
    {"NAME": "django.contrib.auth.password_validation.CommonPasswordValidator"},
    {"NAME": "django.contrib.auth.password_validation.NumericPasswordValidator"},
]

LANGUAGE_CODE = "en"
LANGUAGES = [("en", _("English")), ("fr", _("French"))]
# Each app keeps its translations in its own locale/ folder (found automatically).
LOCALE_PATHS: list = []
TIME_ZONE = "UTC"
USE_I18N = True
USE_TZ = True

STATIC_URL = "static/"
STATIC_ROOT = DATA_DIR / "staticfiles"
STORAGES = {
    "default": {"BACKEND": "django.core.files.storage.FileSystemStorage"},
    "staticfiles": {
        # Hashed file names need `collectstatic` first: a deployment sets DJANGO_MANIFEST_STATIC=1.
        # The JavaScript modules' imports name the hashed files too (smashup_site/storage.py).
        "BACKEND": (
            "smashup_site.storage.ModuleManifestStaticFilesStorage"
            if env_bool("DJANGO_MANIFEST_STATIC", False)
            else "django.contrib.staticfiles.storage.StaticFilesStorage"
        )
    },
}
# Tests and `make run` serve straight from the app folders, no collectstatic needed: whitenoise's
# warning about the missing STATIC_ROOT (only created by collectstatic) is noise then.
WHITENOISE_USE_FINDERS = True
warnings.filterwarnings("ignore", message="No directory at: .*staticfiles")
WHITENOISE_AUTOREFRESH = DEBUG

# Requests larger than this are refused before any view runs (the simulator takes 256 KB).
DATA_UPLOAD_MAX_MEMORY_SIZE = 512 * 1024

REST_FRAMEWORK = {
    "DEFAULT_RENDERER_CLASSES": [
        "rest_framework.renderers.JSONRenderer",
        "rest_framework.renderers.BrowsableAPIRenderer",
    ],
    "DEFAULT_PERMISSION_CLASSES": ["rest_framework.permissions.AllowAny"],
    "DEFAULT_AUTHENTICATION_CLASSES": [],
    "UNAUTHENTICATED_USER": None,
    "DEFAULT_SCHEMA_CLASS": "drf_spectacular.openapi.AutoSchema",
    # One JSON error shape for every API: {"error": {"status", "message", "parameter"}}
    # (the simulator's views add the `field` of its board contract).
    "EXCEPTION_HANDLER": "smashup_site.api.errors.exception_handler",
    # Counters in Django's cache (Redis in production), counted atomically: one limit for every
    # process. The client is REMOTE_ADDR as ClientAddressMiddleware set it (NUM_PROXIES 0: DRF
    # itself never reads X-Forwarded-For).
    "DEFAULT_THROTTLE_CLASSES": ["smashup_site.throttling.AnonThrottle"],
    "NUM_PROXIES": 0,
    "DEFAULT_THROTTLE_RATES": {
        "anon": os.environ.get("API_ANON_THROTTLE_RATE", "600/min"),
        "simulator": os.environ.get("API_SIMULATOR_THROTTLE_RATE", "120/min"),
    },
}

SPECTACULAR_SETTINGS = {
    "TITLE": "Smash Up reference API",
    "DESCRIPTION": (
        "Read-only catalog, rules reference and scoring simulator of the Smash Up card game."
    ),
    "VERSION": "1.0.0",
    "SERVE_INCLUDE_SCHEMA": False,
    "SWAGGER_UI_DIST": "SIDECAR",
    "SWAGGER_UI_FAVICON_HREF": "SIDECAR",
    "REDOC_DIST": "SIDECAR",
    # The fields named "status" with the simulator's statuses: a card's or base's ability
    # status, and the play status of engine/plays (issue 27: the card API's simulator.play and
    # the palette's); named here, or the two sets would get hashed names.
    "ENUM_NAME_OVERRIDES": {
        "StatusEnum": ["modelled", "no_scoring_effect", "not_simulated"],
        "PlayStatusEnum": ["applied", "no_board_effect", "not_simulated"],
    },
    # 429, 414, 503 (and 413, 411 with a body) on every operation: the site's layers answer them.
    "POSTPROCESSING_HOOKS": [
        "drf_spectacular.hooks.postprocess_schema_enums",
        "smashup_site.schema.add_server_statuses",
    ],
}

# Throttle counters, scenario budgets and the API's response cache live here. With REDIS_URL
# every app process (on one machine or several) shares them; without it each process has its own.
REDIS_URL = os.environ.get("REDIS_URL", "")
CACHES = {
    "default": (
        {
            "BACKEND": "django.core.cache.backends.redis.RedisCache",
            "LOCATION": REDIS_URL,
            "KEY_PREFIX": os.environ.get("REDIS_KEY_PREFIX", "smashup"),
            # Redis down or frozen costs a request at most this long per call (then
            # smashup_site.shared_cache skips it for a second): reads miss, throttles fail
            # open, saved scenarios answer 503.
            "OPTIONS": {
                "socket_connect_timeout": float(os.environ.get("REDIS_TIMEOUT", "0.25")),
                "socket_timeout": float(os.environ.get("REDIS_TIMEOUT", "0.25")),
            },
        }
        if REDIS_URL
        else {
            "BACKEND": "django.core.cache.backends.locmem.LocMemCache",
            "LOCATION": "smashup",
        }
    )
}

# The catalog API's rendered answers go to this cache too (catalog/api/caching.py), shared by
# every process, when it is Redis.
RESPONSE_CACHE_SHARED = env_bool("RESPONSE_CACHE_SHARED", bool(REDIS_URL))

# -- production hardening, all from the environment -------------------------------------------

# The client address: REMOTE_ADDR, unless the request comes from one of these proxies (addresses
# or networks, comma-separated); then the last X-Forwarded-For entry not itself a trusted proxy.
TRUSTED_PROXIES = [
    item.strip() for item in os.environ.get("TRUSTED_PROXIES", "").split(",") if item.strip()
]

# Client addresses no throttle counts (a health monitor; the load test's honest clients, who all
# share one loopback address). Empty by default.
THROTTLE_EXEMPT = frozenset(
    item.strip() for item in os.environ.get("THROTTLE_EXEMPT", "").split(",") if item.strip()
)

# Bulk export files: one directory shared by every app process of one database. By default a
# folder per database under var/bulk, so two instances on different databases never share one.
_DB = DATABASES["default"]
_DB_ID = hashlib.sha256(
    "|".join(str(_DB.get(k) or "") for k in ("ENGINE", "HOST", "PORT", "NAME")).encode()
).hexdigest()[:12]
CATALOG_BULK_DIR = os.environ.get("CATALOG_BULK_DIR") or str(DATA_DIR / "var" / "bulk" / _DB_ID)

# Behind TLS (DJANGO_HTTPS=1): redirect http to https, secure cookies, HSTS. The proxy says the
# original scheme in X-Forwarded-Proto (only trusted when DJANGO_HTTPS is on).
HTTPS = env_bool("DJANGO_HTTPS", False)
SECURE_SSL_REDIRECT = env_bool("DJANGO_SSL_REDIRECT", HTTPS)
SESSION_COOKIE_SECURE = HTTPS
CSRF_COOKIE_SECURE = HTTPS
SECURE_HSTS_SECONDS = int(os.environ.get("DJANGO_HSTS_SECONDS", "31536000" if HTTPS else "0"))
SECURE_HSTS_INCLUDE_SUBDOMAINS = env_bool("DJANGO_HSTS_INCLUDE_SUBDOMAINS", HTTPS)
SECURE_HSTS_PRELOAD = env_bool("DJANGO_HSTS_PRELOAD", HTTPS)
if HTTPS:
    SECURE_PROXY_SSL_HEADER = ("HTTP_X_FORWARDED_PROTO", "https")
SECURE_CONTENT_TYPE_NOSNIFF = True
SECURE_REFERRER_POLICY = "same-origin"
X_FRAME_OPTIONS = "DENY"
CSRF_TRUSTED_ORIGINS = [
    item.strip() for item in os.environ.get("DJANGO_CSRF_TRUSTED_ORIGINS", "").split(",") if item
]

# Content-Security-Policy (DJANGO_CSP=1): the site's own scripts, styles and images only.
CONTENT_SECURITY_POLICY = (
    "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data:; "
    "font-src 'self'; connect-src 'self'; object-src 'none'; base-uri 'self'; "
    "form-action 'self'; frame-ancestors 'none'"
    if env_bool("DJANGO_CSP", HTTPS)
    else ""
)
# The API's HTML pages (Swagger UI, Redoc, DRF's browsable API) style elements inline: there,
# inline styles (never scripts) and Redoc's blob: worker are allowed too.
CONTENT_SECURITY_POLICY_API = (
    CONTENT_SECURITY_POLICY.replace("style-src 'self'", "style-src 'self' 'unsafe-inline'")
    + "; worker-src 'self' blob:"
    if CONTENT_SECURITY_POLICY
    else ""
)

# Admin login: after this many failed attempts from one address in ADMIN_LOGIN_WINDOW seconds,
# every attempt from it (the right password too) is refused with 429 until the window ends.
ADMIN_LOGIN_FAILURES = int(os.environ.get("ADMIN_LOGIN_FAILURES", "5"))
ADMIN_LOGIN_WINDOW = int(os.environ.get("ADMIN_LOGIN_WINDOW", "900"))

# Saved scenarios: per client address and UTC day, how many new ones and how many bytes.
SCENARIO_DAILY_COUNT = int(os.environ.get("SCENARIO_DAILY_COUNT", "200"))
SCENARIO_DAILY_BYTES = int(os.environ.get("SCENARIO_DAILY_BYTES", str(4 * 1024 * 1024)))
# Retention (`manage.py prune_scenarios`): a scenario neither opened nor saved again for this
# many days may be removed.
SCENARIO_RETENTION_DAYS = int(os.environ.get("SCENARIO_RETENTION_DAYS", "730"))

# To stderr, which the server process writes to its own log file (scripts/prod.sh: gunicorn-N.log
# in $PROD_DIR/logs, tracebacks included), with the time and the logger's name.
LOGGING = {
    "version": 1,
    "disable_existing_loggers": False,
    "formatters": {"plain": {"format": "%(asctime)s %(levelname)s %(name)s: %(message)s"}},
    "handlers": {"console": {"class": "logging.StreamHandler", "formatter": "plain"}},
    "root": {"handlers": ["console"], "level": os.environ.get("DJANGO_LOG_LEVEL", "WARNING")},
}
