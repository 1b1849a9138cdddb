// The web app reads the product's name from the contract, which the worker shares.
export { productName } from "#contract/product";
