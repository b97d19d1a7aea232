/**
 * The ways in: {@code ShareLinksResource} under an artifact for its stewards and owners, and the public page
 * {@code SharedPageServlet} at {@code /s/{key}}, outside {@code /api} and without a bearer token.
 */
package org.mnemos.sharing.boundary;
