"""The test suite is a package, so that its shared helpers import by one name everywhere: ``tests.support``."""
