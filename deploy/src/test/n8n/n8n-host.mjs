// The parts of n8n a community package meets, built on n8n's own n8n-workflow: the package loader's rules (the
// class named as its file, the codex beside it, icons relative to it), node parameters completed by NodeHelpers
// as the editor stores them and resolved per item by n8n's expression engine, credentials applied by resolving
// their expressions as n8n's CredentialsHelper does, and the IExecuteFunctions execute() is called with: HTTP
// through axios with the options n8n-core sets, a failure thrown as the NodeApiError n8n-core throws.
import { createRequire } from 'node:module';
import path from 'node:path';
import axios from 'axios';

const require = createRequire(import.meta.url);
// n8n loads n8n-workflow as CommonJS (its ESM build does not resolve in Node's own loader)
const { NodeApiError, NodeHelpers, Workflow } = require('n8n-workflow');

/** As n8n-core's DirectoryLoader.loadClass: the file's export named as the file before its first dot. */
export function loadClass(root, file) {
  const [className] = path.basename(file).split('.');
  return new (require(path.join(root, file))[className])();
}

/** The icon file a `file:` icon names, relative to the node's file (DirectoryLoader.getIconPath). */
export function iconPath(root, nodeFile, icon) {
  return path.join(root, path.dirname(nodeFile), icon.replace('file:', ''));
}

export class Host {
  constructor(packageName, nodeTypes, credentialType) {
    this.packageName = packageName;
    this.types = Object.fromEntries(nodeTypes.map((type) => [`${packageName}.${type.description.name}`, type]));
    this.credentialType = credentialType;
  }

  /** A workflow of one node with these parameters, completed with the defaults as the editor saves it. */
  node(type, parameters, settings = {}) {
    const nodeType = this.types[`${this.packageName}.${type.description.name}`];
    const node = {
      id: 'node-1', name: type.description.defaults.name, type: `${this.packageName}.${type.description.name}`,
      typeVersion: type.description.version, position: [0, 0], credentials: { mnemosApi: { id: '1', name: 'Mnemos' } },
      ...settings,
    };
    node.parameters = NodeHelpers.getNodeParameters(nodeType.description.properties, parameters, true, false, node, nodeType.description);
    const nodeTypes = {
      getByName: (name) => this.types[name],
      getByNameAndVersion: (name) => this.types[name],
      getKnownTypes: () => ({}),
    };
    const workflow = new Workflow({ id: 'wf-1', nodes: [node], connections: {}, active: false, nodeTypes });
    return { node: workflow.getNode(node.name), workflow };
  }

  /** execute() of the node type on these items, as n8n-core's WorkflowExecute calls it. */
  async execute(type, parameters, { items = [{ json: {} }], credentials, executionId = 'execution-1', settings } = {}) {
    const { node, workflow } = this.node(type, parameters, settings);
    return type.execute.call(this.executeFunctions(node, workflow, items, credentials, executionId));
  }

  executeFunctions(node, workflow, items, credentials, executionId) {
    const host = this;
    return {
      getInputData: () => items,
      getNode: () => node,
      getExecutionId: () => executionId,
      getCredentials: async () => ({ ...credentials }),
      getNodeParameter(name, itemIndex, fallback) {
        const value = node.parameters[name];
        if (value === undefined) {
          return fallback;
        }
        return workflow.expression.getParameterValue(
          value, null, 0, itemIndex, node.name, items, 'manual', { $execution: { id: executionId } });
      },
      // n8n-core's NodeExecutionContext.continueOnFail
      continueOnFail: () => (node.onError === undefined
        ? node.continueOnFail === true
        : ['continueRegularOutput', 'continueErrorOutput'].includes(node.onError)),
      helpers: {
        async httpRequestWithAuthentication(credentialsType, options) {
          try {
            return await host.request(host.authenticate(credentials, options, workflow, node));
          } catch (error) {
            throw new NodeApiError(this.getNode(), error);
          }
        },
      },
    };
  }

  /** The context loadOptions methods get: the node's current parameters, its credentials and the HTTP helper. */
  loadOptionsFunctions(type, parameters, credentials) {
    const { node, workflow } = this.node(type, parameters);
    return {
      ...this.executeFunctions(node, workflow, [{ json: {} }], credentials, 'load-options'),
      getCurrentNodeParameter: (name) => node.parameters[name],
    };
  }

  /** The credential type's test request, as n8n's credentials tester sends it. */
  async testCredential(credentials) {
    const { node, workflow } = this.node(Object.values(this.types)[0], {});
    const request = {};
    Object.entries(this.credentialType.test.request).forEach(([key, value]) => {
      request[key] = resolve(value, credentials, workflow, node);
    });
    return this.request(this.authenticate(credentials, request, workflow, node));
  }

  /** n8n's CredentialsHelper.authenticate for `generic` authentication. */
  authenticate(credentials, options, workflow, node) {
    const { type, properties } = this.credentialType.authenticate;
    if (type !== 'generic') {
      throw new Error(`authentication ${type} is not generic`);
    }
    const authenticated = { ...options };
    Object.entries(properties).forEach(([where, entries]) => {
      authenticated[where] = { ...authenticated[where] };
      Object.entries(entries).forEach(([key, value]) => {
        authenticated[where][resolve(key, credentials, workflow, node)] = resolve(value, credentials, workflow, node);
      });
    });
    return authenticated;
  }

  /** @n8n/backend-network's convertN8nRequestToAxios for the options the package uses. */
  async request(options) {
    const config = {
      method: options.method ?? 'GET', url: options.url, baseURL: options.baseURL, params: options.qs,
      timeout: options.timeout, headers: { ...options.headers },
    };
    if (options.body && Object.keys(options.body).length > 0) {
      config.data = options.body;
    }
    if (options.json) {
      config.headers.Accept = 'application/json';
    }
    return (await axios(config)).data;
  }
}

/** n8n-core's WorkflowExecute.handleNodeErrorOutput: which items of the main output go to the error output. */
export function errorOutput(items) {
  const isError = (item) => item.error
    || (item.json.error && Object.keys(item.json).every((key) => ['error', 'message', 'details'].includes(key)));
  return { main: items.filter((item) => !isError(item)), error: items.filter(isError) };
}

function resolve(value, credentials, workflow, node) {
  if (typeof value !== 'string' || !value.startsWith('=')) {
    return value;
  }
  return workflow.expression.getSimpleParameterValue(node, value, 'internal', { $credentials: credentials }, undefined, '');
}
