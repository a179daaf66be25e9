"""Template helpers of the rules reference.

`{{ text|link_rule_terms }}` links the rule words of a card or base text to the glossary pages
(HTML-escaped; chain `|linebreaksbr` after it if the text has line breaks).
"""

from django import template
from django.utils.safestring import SafeString
from django.utils.translation import get_language

from rules.linking import link_terms

register = template.Library()


@register.filter(name="link_rule_terms")
def link_rule_terms(text: str | None) -> SafeString:
    return link_terms(str(text or ""), get_language() or "en")
