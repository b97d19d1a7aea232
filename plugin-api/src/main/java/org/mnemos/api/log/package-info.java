/**
 * How Mnemos logs what a caller can make happen again and again (a failing source, a re-ranker that is down): one
 * line without a stack trace, and at most one such line a minute per kind, so that no member can flush the log files.
 */
package org.mnemos.api.log;
