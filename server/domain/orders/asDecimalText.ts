import type { AsDecimalText, Interaction, Interactions, StoredQuote } from './types.js';

/**
 * An order's hooks as they are stored and shown: each value as the decimal text `toString()`
 * prints, keys in the wire's order.
 */
export function interactionsAsText(interactions: Interactions): {
  pre: AsDecimalText<Interaction>[];
  post: AsDecimalText<Interaction>[];
} {
  return { pre: interactions.pre.map(interactionAsText), post: interactions.post.map(interactionAsText) };
}

function interactionAsText(interaction: Interaction): AsDecimalText<Interaction> {
  return { target: interaction.target, value: interaction.value.toString(), callData: interaction.callData };
}

/** The quote an order was matched to, as it is stored and shown: amounts as decimal text. */
export function quoteAsText(quote: StoredQuote): AsDecimalText<StoredQuote> {
  return {
    ...quote,
    gasAmount: quote.gasAmount.toString(),
    gasPrice: quote.gasPrice.toString(),
    sellAmount: quote.sellAmount.toString(),
    buyAmount: quote.buyAmount.toString(),
    feeAmount: quote.feeAmount.toString(),
  };
}
