"""The ``carolus`` program: the one place that knows every layer (``carolus.launch``).

``ui -> net -> carolus_qt`` and ``ui -> carolus_qt`` hold for the packages;
this one sits above them all and only chooses which to start. It is a package
of its own, not part of ``ui``, because importing ``ui`` loads Qt and the
headless commands must run without it.
"""
