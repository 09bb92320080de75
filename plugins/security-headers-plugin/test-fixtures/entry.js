export default "page";
