"""The client's own address, from the proxy only.

REMOTE_ADDR is the peer of the app server. When that peer is one of settings.TRUSTED_PROXIES
(addresses or networks), the client is the last X-Forwarded-For entry that is not itself a
trusted proxy (nginx appends the address it saw). From any other peer X-Forwarded-For is ignored:
a client cannot choose its own identity, so throttles and budgets count it as one client.

Throttles and budgets count a client by its key (META["CLIENT_KEY"]): its address, or for IPv6
its /64 network, since one subscriber is commonly given a whole /64 and may send from any
address in it.
"""

from __future__ import annotations

import ipaddress
from collections.abc import Callable, Iterable
from functools import lru_cache

from django.conf import settings
from django.http import HttpRequest, HttpResponse

Network = ipaddress.IPv4Network | ipaddress.IPv6Network


@lru_cache(maxsize=8)
def trusted_networks(items: tuple[str, ...]) -> tuple[Network, ...]:
    return tuple(ipaddress.ip_network(item, strict=False) for item in items)


def _is_in(address: str, networks: Iterable[Network]) -> bool:
    try:
        ip = ipaddress.ip_address(address)
    except ValueError:
        return False
    return any(ip in network for network in networks)


def client_address(remote_addr: str, forwarded_for: str, trusted: tuple[str, ...]) -> str:
    """The client address for a request from `remote_addr` carrying `forwarded_for`."""
    networks = trusted_networks(trusted)
    if not networks or not _is_in(remote_addr, networks):
        return remote_addr
    hops = [hop.strip() for hop in forwarded_for.split(",") if hop.strip()]
    for hop in reversed(hops):
        try:
            ipaddress.ip_address(hop)
        except ValueError:
            # Not an address: the chain is not one our proxies wrote; trust only the peer.
            return remote_addr
        if not _is_in(hop, networks):
            return hop
    return hops[0] if hops else remote_addr


def client_key(address: str) -> str:
    """What throttles and budgets count for a client address: an IPv4 address itself, an IPv6
    address's /64 network (e.g. "2001:db8:1:2::/64")."""
    try:
        ip = ipaddress.ip_address(address)
    except ValueError:
        return address
    if ip.version == 6:
        return str(ipaddress.ip_network(f"{ip}/64", strict=False))
    return address


class ClientAddressMiddleware:
    """Sets REMOTE_ADDR to the client address and CLIENT_KEY to its key, so DRF's throttles
    (NUM_PROXIES 0), the admin login throttle and the scenario budget all count one identity;
    the peer stays in PROXY_REMOTE_ADDR."""

    def __init__(self, get_response: Callable[[HttpRequest], HttpResponse]) -> None:
        self.get_response = get_response

    def __call__(self, request: HttpRequest) -> HttpResponse:
        meta = request.META
        peer = meta.get("REMOTE_ADDR", "")
        meta["PROXY_REMOTE_ADDR"] = peer
        meta["REMOTE_ADDR"] = client_address(
            peer, meta.get("HTTP_X_FORWARDED_FOR", ""), tuple(settings.TRUSTED_PROXIES)
        )
        meta["CLIENT_KEY"] = client_key(meta["REMOTE_ADDR"])
        return self.get_response(request)
