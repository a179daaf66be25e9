"""Root URLs: pages under a language prefix (/en/, /fr/), the API and the admin without one."""

from django.conf.urls.i18n import i18n_patterns
from django.contrib import admin
from django.templatetags.static import static
from django.urls import include, path
from django.views.generic import RedirectView
from drf_spectacular.views import SpectacularAPIView, SpectacularSwaggerSplitView

from smashup_site.admin_login import admin_login

api_v1 = [
    path("", include("catalog.api_urls")),
    path("rules/", include("rules.api_urls")),
    path("simulator/", include("simulator.api_urls")),
    path("setup/", include("tablesetup.api_urls")),
    path("schema/", SpectacularAPIView.as_view(), name="schema"),
    path("docs/", SpectacularSwaggerSplitView.as_view(url_name="schema"), name="swagger-ui"),
    # Redoc's page asks Google for fonts and its bundle fetches a logo from cdn.redoc.ly: the
    # old address leads to the docs page, whose Swagger UI the sidecar serves locally.
    path("redoc/", RedirectView.as_view(pattern_name="swagger-ui", permanent=True), name="redoc"),
]

urlpatterns = [
    # Browsers ask for /favicon.ico on every page, whatever the page's <link rel="icon"> says.
    path("favicon.ico", RedirectView.as_view(url=static("smashup_site/favicon.ico"))),
    # Before the admin's own URLs: its login, throttled per address (smashup_site.admin_login).
    path("admin/login/", admin_login, name="admin-login"),
    path("admin/", admin.site.urls),
    path("i18n/", include("django.conf.urls.i18n")),
    path("api/v1/", include(api_v1)),
]

urlpatterns += i18n_patterns(
    path("rules/", include("rules.urls")),
    path("simulator/", include("simulator.urls")),
    path("setup/", include("tablesetup.urls")),
    path("", include("catalog.urls")),
)

handler404 = "smashup_site.views.page_not_found"
handler500 = "smashup_site.views.server_error"
