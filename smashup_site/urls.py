"""Root URLs: pages under a language prefix (/en/, /fr/), the API and the admin without one."""

from django.conf.urls.i18n import i18n_patterns
from django.contrib import admin
from django.urls import include, path
from drf_spectacular.views import (
    SpectacularAPIView,
    SpectacularRedocView,
    SpectacularSwaggerSplitView,
)

from smashup_site.admin_login import admin_login

api_v1 = [
    path("", include("catalog.api_urls")),
    path("rules/", include("rules.api_urls")),
    path("simulator/", include("simulator.api_urls")),
    path("setup/", include("tablesetup.api_urls")),
    path("schema/", SpectacularAPIView.as_view(), name="schema"),
    path("docs/", SpectacularSwaggerSplitView.as_view(url_name="schema"), name="swagger-ui"),
    path("redoc/", SpectacularRedocView.as_view(url_name="schema"), name="redoc"),
]

urlpatterns = [
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
