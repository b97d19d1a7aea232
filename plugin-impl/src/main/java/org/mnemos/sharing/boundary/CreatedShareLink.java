package org.mnemos.sharing.boundary;

import org.eclipse.microprofile.openapi.annotations.media.Schema;

@Schema(description = "A new share link and its address, which holds the key: shown this once, stored nowhere")
public record CreatedShareLink(
        ShareLinkView link,

        @Schema(
                example = "https://mnemos.example.com/s/q8W3vN0c1n5yXk7rT2bJ9eHfLuZ4aGmP6sD0iV8oQwE",
                description = "The page anyone holding it may open without an account, until it expires or is"
                        + " revoked; also the src of an iframe on the allowed sites")
        String url) {}
