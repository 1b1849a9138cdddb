// The web app reads the product's name and line from the contract, which the worker shares.
export { productName, productTagline } from "#contract/product";
