/**
 * A {@code ShareLink} (table {@code share_link}) and its {@code LinkKey}, the random part of its address, of
 * which only the hash is kept.
 */
package org.mnemos.sharing.entity;
