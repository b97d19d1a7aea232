/** The export and import endpoints of a workspace (owners only). */
package org.mnemos.portability.boundary;
