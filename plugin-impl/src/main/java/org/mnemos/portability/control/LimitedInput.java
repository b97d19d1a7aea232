package org.mnemos.portability.control;

import java.io.FilterInputStream;
import java.io.IOException;
import java.io.InputStream;

/** A body read up to a number of bytes; reading past it fails with {@link TooLarge}, so nothing unbounded is held. */
final class LimitedInput extends FilterInputStream {

    private long left;

    LimitedInput(InputStream in, long maxBytes) {
        super(in);
        this.left = maxBytes;
    }

    @Override
    public int read() throws IOException {
        int b = super.read();
        count(b < 0 ? 0 : 1);
        return b;
    }

    @Override
    public int read(byte[] buffer, int offset, int length) throws IOException {
        int read = super.read(buffer, offset, length);
        count(Math.max(read, 0));
        return read;
    }

    private void count(int read) {
        left -= read;
        if (left < 0) {
            throw new TooLarge();
        }
    }

    /** The body is over the limit. */
    static final class TooLarge extends RuntimeException {
        TooLarge() {
            super(null, null, false, false);
        }
    }
}
