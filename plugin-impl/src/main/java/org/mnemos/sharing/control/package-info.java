/**
 * Creating, listing and revoking share links ({@code Sharing}, the store {@code ShareLinks}, the lifetime rule
 * {@code LinkLifetimes}, the checks of fixed filters and embedding origins) and opening one ({@code SharedPages}:
 * the artifact's own rendering inside the framed page {@code SharedFrame}, paced by {@code OpeningLimits}).
 */
package org.mnemos.sharing.control;
