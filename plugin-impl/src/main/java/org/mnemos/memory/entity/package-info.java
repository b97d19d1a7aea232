/**
 * The memory entry and its values: {@code MemoryEntry} (cannot be built without scope, provenance and
 * lifetime; knows how to be reinforced, pinned, superseded and marked review-due), {@code Scope},
 * {@code Provenance}, {@code Lifetime}, the enums {@code Kind}, {@code Category}, {@code ClaimSource},
 * {@code Status} and {@code Trust}, and {@code RecentQuery} (a Recall query kept as an embedding only).
 */
package org.mnemos.memory.entity;
