package org.mnemos.launcher;

/** A start-up failure the user can fix: reported as one line, with a non-zero exit. */
final class LaunchException extends Exception {

    LaunchException(String message) {
        super(message);
    }

    LaunchException(String message, Throwable cause) {
        super(message, cause);
    }
}
