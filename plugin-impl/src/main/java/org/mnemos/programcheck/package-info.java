/**
 * The data-injection check of a dashboard program: that an HTML/JS program consumes data only from its
 * runtime injection point, so that a page generated once can be served with any later data. It uses no
 * other capability's classes but the connector SPI's profile.
 */
package org.mnemos.programcheck;
