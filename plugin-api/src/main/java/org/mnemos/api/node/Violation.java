package org.mnemos.api.node;

/** One input field at fault: an RFC 6901 JSON pointer into the input and a readable message. */
public record Violation(String pointer, String message) {}
