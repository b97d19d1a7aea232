/** The package list and the downloads. */
package org.mnemos.integration.boundary;
