'use strict';
// Where Mnemos is and who calls it: the address of its API (the one this package was downloaded from by
// default) and a bearer token of the issuer it trusts. n8n tests the pair by listing the caller's workspaces.
class MnemosApi {
  constructor() {
    this.name = 'mnemosApi';
    this.displayName = 'Mnemos API';
    this.documentationUrl = __DOCUMENTATION__;
    this.properties = [
      {
        displayName: 'Base URL',
        name: 'baseUrl',
        type: 'string',
        default: __BASE_URL__,
        required: true,
        description: 'The address of the Mnemos API, ending in /api',
      },
      {
        displayName: 'Token',
        name: 'token',
        type: 'string',
        typeOptions: { password: true },
        default: '',
        required: true,
        description: 'A bearer token (JWT) from the issuer Mnemos trusts',
      },
    ];
    this.authenticate = {
      type: 'generic',
      properties: { headers: { Authorization: '=Bearer {{$credentials.token}}' } },
    };
    this.test = { request: { baseURL: '={{$credentials.baseUrl}}', url: '/workspaces' } };
  }
}

module.exports = { MnemosApi };
