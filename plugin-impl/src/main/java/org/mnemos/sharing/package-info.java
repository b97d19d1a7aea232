/**
 * Share links: read-only links to one published dashboard that work without an account until they expire or
 * are revoked, and the public page they open ({@code /s/{key}}), which other sites may frame. A link grants its
 * dashboard's page and nothing else of the workspace; only a hash of its key is stored.
 */
package org.mnemos.sharing;
