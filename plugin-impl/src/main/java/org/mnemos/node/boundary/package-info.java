/**
 * {@code /api/nodes}: the catalog (public: list, one descriptor by full or short id) and
 * {@code POST /api/nodes/{id}/execute}, the node contract over HTTP. Parses the envelope and hands it
 * to {@code NodeDispatcher}; no node logic here.
 */
package org.mnemos.node.boundary;
