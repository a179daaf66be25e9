"""/favicon.ico, which browsers ask for on every page, is served (issue 18: it was a 404)."""

import pytest
from django.contrib.staticfiles import finders

pytestmark = pytest.mark.django_db


def test_favicon_ico_leads_to_an_icon_file(client):
    response = client.get("/favicon.ico")
    assert response.status_code == 302
    assert response["Location"] == "/static/smashup_site/favicon.ico"
    path = finders.find("smashup_site/favicon.ico")
    assert path is not None
    with open(path, "rb") as icon:
        assert icon.read(4) == b"\x00\x00\x01\x00"  # the ICO header: reserved 0, type 1 (icon)


@pytest.mark.parametrize("path", ["/en/", "/fr/rules/", "/en/setup/"])
def test_every_page_names_its_icon(client, path):
    html = client.get(path).content.decode()
    assert '<link rel="icon" href="/static/smashup_site/favicon.ico"' in html
