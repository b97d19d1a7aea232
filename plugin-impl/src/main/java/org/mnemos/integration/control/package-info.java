/** The package generators, one per platform, and what they share. */
package org.mnemos.integration.control;
