"""FastTransformer: lark's Transformer with the same calls, made cheaper for `grammar.Build`.

lark's Transformer looks each rule's method up with getattr on every tree node (and again for its
`visit_wrapper`) and transforms the children through a generator; `Build` has some 2,000 methods and a
sentence some 20 nodes, so for the whole card database that lookup was a large part of the transform.
Here a node's method is looked up once per class and rule name, and the children are transformed in a
plain loop.  Everything else is lark's: a method that is not a plain function of the class (one wrapped
by `v_args`, a staticmethod, an attribute of the instance) goes through lark's own `_call_userfunc`;
a rule with no method becomes a Tree (`__default__`); an exception in a method is raised as lark's
VisitError, as lark does.
"""
from __future__ import annotations

import inspect
import types

from lark import Token, Transformer, Tree
from lark.exceptions import GrammarError, VisitError
from lark.visitors import Discard

_LARK = object()        # "call it the way lark does" (see _method)
_METHODS: dict = {}     # (class, rule or terminal name) -> plain function, None (no method) or _LARK


def _method(cls: type, name: str):
    key = (cls, name)
    try:
        return _METHODS[key]
    except KeyError:
        pass
    try:
        found = inspect.getattr_static(cls, name)
    except AttributeError:
        found = None
    if found is not None and not (isinstance(found, types.FunctionType)
                                  and getattr(found, "visit_wrapper", None) is None):
        found = _LARK
    _METHODS[key] = found
    return found


class FastTransformer(Transformer):
    """lark's Transformer (visiting tokens too), with each method looked up once per class and name."""

    def _transform_tree(self, tree):
        children = []
        visit_tokens = self.__visit_tokens__
        for c in tree.children:
            if isinstance(c, Tree):
                res = self._transform_tree(c)
            elif visit_tokens and isinstance(c, Token):
                res = self._call_userfunc_token(c)
            else:
                res = c
            if res is not Discard:
                children.append(res)
        return self._call_userfunc(tree, children)

    def _call_userfunc(self, tree, new_children=None):
        children = new_children if new_children is not None else tree.children
        name = tree.data
        f = _method(type(self), name)
        if f is _LARK or name in self.__dict__:
            return Transformer._call_userfunc(self, tree, children)
        if f is None:
            return self.__default__(name, children, tree.meta)
        try:
            return f(self, children)
        except GrammarError:
            raise
        except Exception as e:
            raise VisitError(name, tree, e)

    def _call_userfunc_token(self, token):
        name = token.type
        f = _method(type(self), name)
        if f is _LARK or name in self.__dict__:
            return Transformer._call_userfunc_token(self, token)
        if f is None:
            return self.__default_token__(token)
        try:
            return f(self, token)
        except GrammarError:
            raise
        except Exception as e:
            raise VisitError(name, token, e)
