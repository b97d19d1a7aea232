/** What a refresh records: the {@code Drift} of new data against the data an artifact was made for. */
package org.mnemos.refresh.entity;
