package org.mnemos.screening.control;

/** Where a secret sits in the (folded) text it was found in: enough to name it or mask it, never to keep it. */
record SecretFinding(SecretKind kind, int start, int end) {}
