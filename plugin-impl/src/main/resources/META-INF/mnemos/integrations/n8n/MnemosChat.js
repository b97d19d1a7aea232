'use strict';
// The memory of n8n's AI Agent kept in Mnemos: the n8n AI node SDK's ChatMemory (supplied to the agent's Memory
// connector through supplyMemory, as n8n's own memory nodes are). Each turn is remembered as an EPISODIC entry of
// the session's conversation, through Remember, so the secret screen and quarantine apply to it; what the model
// reads is the session's latest active turns and, when the chat message is known, the durable memories Recall
// finds for it, within a token budget.
const { supplyMemory } = require('@n8n/ai-utilities');
const { NodeOperationError } = require('n8n-workflow');
const { call, failed, loadOptions } = require('./MnemosNode');

/** Who said a turn, kept as the entry's source: the user states, the agent infers. */
const SOURCES = { user: 'USER_STATEMENT', assistant: 'AGENT_INFERENCE' };
/** A rough count for the budget: about four characters a token in English text. */
const CHARACTERS_PER_TOKEN = 4;
/** The memory list's largest page: a window longer than that reads the latest 200 turns. */
const MAX_TURNS = 200;

class MnemosChatMemoryNode {
  constructor(spec) {
    this.description = spec.description;
    this.methods = { loadOptions: loadOptions() };
    // n8n calls supplyData with its supply-data context as `this`: the spec travels in the closure.
    this.supplyData = async function supplyData(itemIndex) {
      return supplyMemory(this, new MnemosChat(this, spec, settings(this, itemIndex)));
    };
  }
}

function settings(context, itemIndex) {
  const parameter = (name) => context.getNodeParameter(name, itemIndex);
  return {
    workspace: parameter('workspace'),
    session: sessionId(context, itemIndex),
    query: String(parameter('query') || '').trim(),
    turns: parameter('contextWindowLength') * 2,
    budget: parameter('tokenBudget'),
    memories: parameter('maxMemories'),
    runId: context.getExecutionId(),
    itemIndex,
  };
}

/** As n8n's memory nodes: the chat trigger's sessionId, or a key given on the node. */
function sessionId(context, itemIndex) {
  const given = context.getNodeParameter('sessionIdType', itemIndex) === 'fromInput'
    ? context.evaluateExpression('{{ $json.sessionId }}', itemIndex)
    : context.getNodeParameter('sessionKey', itemIndex, '');
  if (given === undefined || given === null || String(given).trim() === '') {
    throw new NodeOperationError(context.getNode(), 'No session ID found', {
      itemIndex,
      description: "Connect a Chat Trigger (it sends 'sessionId') or choose 'Define below' and give a key.",
    });
  }
  return String(given).trim();
}

class MnemosChat {
  constructor(context, spec, chat) {
    this.context = context;
    this.spec = spec;
    this.chat = chat;
    this.chatHistory = new MnemosChatHistory(this);
  }

  /** The durable memories first, as a system message, then the latest turns, oldest first. */
  async loadMessages() {
    const turns = fitted(await this.turns(), this.chat.budget);
    const left = this.chat.budget - turns.reduce((sum, turn) => sum + tokens(turn.content), 0);
    const memories = fitted(await this.durable(), left);
    const messages = turns.reverse().map((turn) => text(turn.role, turn.content));
    if (memories.length > 0) {
      const lines = memories.map((memory) => `- ${memory.content}`).join('\n');
      messages.unshift(text('system', `What Mnemos remembers that may help:\n${lines}`));
    }
    return messages;
  }

  async saveTurn(input, output) {
    await this.chatHistory.addMessages([text('user', input), text('assistant', output)]);
  }

  async clear() {
    await this.chatHistory.clear();
  }

  /** The session's active turns, newest first, as many as the window holds. */
  async turns() {
    const query = new URLSearchParams({
      kind: 'EPISODIC', status: 'ACTIVE', conversation: this.chat.session, size: String(Math.min(this.chat.turns, MAX_TURNS)),
    });
    const page = await this.request('GET', `/workspaces/${encodeURIComponent(this.chat.workspace)}/memories?${query}`);
    return page.items
      .sort((a, b) => (b.provenance.turn || 0) - (a.provenance.turn || 0))
      .map((entry) => ({ id: entry.id, role: entry.provenance.sourceType === SOURCES.user ? 'user' : 'assistant', content: entry.content }));
  }

  /** What Recall finds for the chat message among the durable and consolidated memories, best first. */
  async durable() {
    if (!this.chat.query) {
      return [];
    }
    const found = await this.request('POST', `/tools/${this.spec.recall.tool}`, {
      workspace: this.chat.workspace, query: this.chat.query, k: this.chat.memories, kinds: ['DURABLE', 'SEMANTIC'],
    }, this.spec.recall.timeout);
    return found.abstained ? [] : found.results;
  }

  async remember(role, content) {
    await this.request('POST', `/tools/${this.spec.remember.tool}`, {
      workspace: this.chat.workspace, runId: this.chat.runId, content, kind: 'EPISODIC', category: 'OBSERVATION',
      conversation: this.chat.session, source: { type: SOURCES[role] },
    }, this.spec.remember.timeout);
  }

  async forget(id) {
    return this.request('POST', `/tools/${this.spec.forget.tool}`, {
      workspace: this.chat.workspace, id, reason: 'Cleared by the n8n chat memory of this session',
    }, this.spec.forget.timeout);
  }

  /** A refusal is thrown as the other nodes throw it: Mnemos's code, detail and hint. */
  async request(method, path, body, timeout) {
    try {
      return await call(this.context, method, path, body, timeout);
    } catch (error) {
      throw failed(this.context, { errors: {} }, error, this.chat.itemIndex).error;
    }
  }
}

/** The session's turns as the SDK's ChatHistory: what the user and the agent said, tool calls left out. */
class MnemosChatHistory {
  constructor(memory) {
    this.memory = memory;
  }

  async getMessages() {
    return (await this.memory.turns()).reverse().map((turn) => text(turn.role, turn.content));
  }

  async addMessage(message) {
    const said = (message.content || []).filter((part) => part.type === 'text').map((part) => part.text).join('\n').trim();
    if (SOURCES[message.role] && said) {
      await this.memory.remember(message.role, said);
    }
  }

  async addMessages(messages) {
    for (const message of messages) {
      await this.addMessage(message);
    }
  }

  /** Forgets the session's turns a window at a time, until none is left or none could be forgotten. */
  async clear() {
    let forgotten = 1;
    for (let turns = await this.memory.turns(); turns.length > 0 && forgotten > 0; turns = await this.memory.turns()) {
      forgotten = 0;
      for (const turn of turns) {
        forgotten += (await this.memory.forget(turn.id)).forgotten;
      }
    }
  }
}

/** The leading entries whose estimated tokens fit the budget. */
function fitted(entries, budget) {
  const kept = [];
  let spent = 0;
  for (const entry of entries) {
    spent += tokens(entry.content);
    if (spent > budget) {
      break;
    }
    kept.push(entry);
  }
  return kept;
}

function tokens(content) {
  return Math.ceil(String(content).length / CHARACTERS_PER_TOKEN);
}

function text(role, content) {
  return { role, content: [{ type: 'text', text: content }] };
}

module.exports = { MnemosChatMemoryNode };
